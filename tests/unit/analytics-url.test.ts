import { describe, expect, it } from 'vitest';
import { analyticsUrl } from '../../src/consent/analytics.ts';

describe('the page URL analytics sees', () => {
  it('never carries a receipt, a QPARC token, a draft key or a fragment', () => {
    expect(analyticsUrl('https://site.example/readiness-check/thanks?receipt=Ab12Cd34Ef56')).toBe(
      'https://site.example/readiness-check/thanks',
    );
    expect(analyticsUrl('https://site.example/qparc/2025/apply/Ab12Cd34Ef56')).toBe('https://site.example/qparc/2025/apply/:token');
    expect(analyticsUrl('https://site.example/news/posts/draft?contentId=x&draftKey=secret#top')).toBe(
      'https://site.example/news/posts/draft',
    );
    expect(analyticsUrl('https://site.example/en/contact?email=someone%40example.com')).toBe('https://site.example/en/contact');
  });

  it('keeps campaign tags and the pages that are not personal', () => {
    expect(analyticsUrl('https://site.example/news?utm_source=mail&utm_campaign=q3&receipt=x')).toBe(
      'https://site.example/news?utm_source=mail&utm_campaign=q3',
    );
    expect(analyticsUrl('https://site.example/qparc/2025/apply')).toBe('https://site.example/qparc/2025/apply');
    expect(analyticsUrl('https://site.example/en/services/qamuy')).toBe('https://site.example/en/services/qamuy');
  });
});
