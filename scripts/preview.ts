/**
 * `npm run preview`: the live release served by the site server itself (same
 * statuses, redirects, 404 pages and headers as production), on port 4173 by
 * default so that it can run beside `npm start` (3000).
 */
process.env.PORT ||= '4173';
await import('../server/main.ts');
export {};
