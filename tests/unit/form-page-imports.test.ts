/**
 * A form page is interactive without zod: the page draws its form from
 * src/forms/form-shape.ts, and the schemas (with zod, about 24 KB gzip) load
 * with the route action, once the visitor starts filling the form
 * (form-shell.tsx) or submits it.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../helpers/import-graph.ts';

describe('what a form page loads before the visitor fills the form', () => {
  const graph = staticGraph('src/pages/form-page.tsx');

  it('follows the import graph (the walk reaches the forms and their shape)', () => {
    expect(graph.files).toContain(resolve('src/forms/ui/form-shell.tsx'));
    expect(graph.files).toContain(resolve('src/forms/ui/contact-form.tsx'));
    expect(graph.files).toContain(resolve('src/forms/form-shape.ts'));
    expect(graph.packages).toContain('react-router');
  });

  it('is no zod and no schema', () => {
    expect(graph.packages).not.toContain('zod');
    expect(graph.files).not.toContain(resolve('src/forms/schemas.ts'));
    expect(graph.files).not.toContain(resolve('src/forms/fields.ts'));
  });
});
