import { describe, expect, it } from 'vitest';
import { cmsSrcSet } from '../../src/components/cms-image.tsx';

describe('CMS images through the microCMS image API', () => {
  it('asks the image CDN for WebP at each width the layout can use', () => {
    const { src, srcSet } = cmsSrcSet('https://images.microcms-assets.io/assets/abc/def/eyecatch.png');
    expect(src).toBe('https://images.microcms-assets.io/assets/abc/def/eyecatch.png?w=960&fm=webp');
    expect(srcSet?.split(', ')).toEqual([
      'https://images.microcms-assets.io/assets/abc/def/eyecatch.png?w=400&fm=webp 400w',
      'https://images.microcms-assets.io/assets/abc/def/eyecatch.png?w=640&fm=webp 640w',
      'https://images.microcms-assets.io/assets/abc/def/eyecatch.png?w=960&fm=webp 960w',
      'https://images.microcms-assets.io/assets/abc/def/eyecatch.png?w=1280&fm=webp 1280w',
    ]);
  });

  it('keeps parameters the editor set and replaces only w and fm', () => {
    const { srcSet } = cmsSrcSet('https://images.microcms-assets.io/a/b.jpg?fit=crop&w=50');
    expect(srcSet).toContain('https://images.microcms-assets.io/a/b.jpg?fit=crop&w=400&fm=webp 400w');
  });

  it('leaves local and other hosts alone', () => {
    expect(cmsSrcSet('/cms-assets/eyecatch-1.svg')).toEqual({ src: '/cms-assets/eyecatch-1.svg' });
    expect(cmsSrcSet('https://example.com/x.png')).toEqual({ src: 'https://example.com/x.png' });
  });
});
