/**
 * Build-time generators for the <head> of every page: an inline script that
 * picks the variants before first paint, and CSS that shows exactly one
 * variant text. All texts are in the HTML (identical for every visitor, so
 * hydration matches); only a data attribute on <html> differs per visitor.
 *
 * The script is a string template, not a function's `.toString()`: transpilers
 * (esbuild keepNames, coverage) rewrite function bodies with helpers that do
 * not exist in the page. It is plain ES2017 and mirrors bucket.ts/assign.ts
 * step for step; tests/unit/experiments-pre-paint.test.ts checks they agree.
 */
import { scriptJson } from '../lib/markup.ts';
import { ASSIGNMENT_EVENT, VISITOR_COOKIE, VISITOR_DAYS, VISITOR_ID_PATTERN } from './assign.ts';
import { COOKIE_READER, maxAgeSeconds } from './cookies.ts';
import type { Experiment } from './registry.ts';
import { experimentAttribute, validateExperiments } from './validate.ts';

// X: [[attribute, cookie, max-age s, id, [[key, weight], …]], …]; N, D, P: visitor
// cookie, its max-age s, id pattern; EV: event name.
// g = js-cookie's get (COOKIE_READER), s = a write with the site's cookie attributes, f = fnv1a32, b = variantFor.
const BODY = String.raw`var d=document,S=location.protocol=='https:'?'; Secure':'',R=[],E=[],i,j,e,k,v,id,a;
${COOKIE_READER}
function s(n,v,a){d.cookie=n+'='+v+'; Path=/; Max-Age='+a+'; SameSite=Lax'+S}
function f(t){t=unescape(encodeURIComponent(t));for(var h=2166136261,i=0;i<t.length;i++)h=Math.imul(h^t.charCodeAt(i),16777619);return h>>>0}
function b(id,e){var v=e[4],t=0,j,n;for(j=0;j<v.length;j++)t+=v[j][1];n=f(id+':'+e[3])%t;for(j=0;j<v.length;j++){if(n<v[j][1])return v[j][0];n-=v[j][1]}}
try{id=g(N);if(!id||!P.test(id)){a=crypto.getRandomValues(new Uint8Array(16));for(id='',i=0;i<16;i++)id+=(a[i]+256).toString(16).slice(1)}
s(N,id,D);if(g(N)!==id)throw 0;
for(i=0;i<X.length;i++){e=X[i];k=g(e[1]);for(v=0,j=0;j<e[4].length;j++)if(e[4][j][0]===k)v=1;
if(!v){k=b(id,e);s(e[1],k,e[2]);E.push({event:EV,experiment_id:e[3],variant:k})}R[i]=k}
}catch(x){E=[];try{id=''+Math.random();for(i=0;i<X.length;i++)R[i]=b(id,X[i])}catch(y){}}
try{for(i=0;i<X.length;i++)if(R[i])d.documentElement.setAttribute(X[i][0],R[i]);
if(E.length){v=window.dataLayer=window.dataLayer||[];for(i=0;i<E.length;i++)v.push(E[i])}}catch(x){}`;

/**
 * Source of the inline <head> script (without the <script> tag). It must run
 * before <body> is parsed; put it before external stylesheets, which would
 * otherwise delay it. It never throws: with cookies blocked the page gets a
 * variant of a fresh random id, nothing stored, no event.
 */
export function prePaintScript(list: readonly Experiment[]): string {
  validateExperiments(list);
  const config = list.map((e) => [
    experimentAttribute(e.id),
    e.cookieName,
    maxAgeSeconds(e.lifetimeDays),
    e.id,
    e.variants.map((v) => [v.key, v.weight]),
  ]);
  const args = [
    scriptJson(config),
    scriptJson(VISITOR_COOKIE),
    maxAgeSeconds(VISITOR_DAYS),
    `/${VISITOR_ID_PATTERN.source}/`,
    scriptJson(ASSIGNMENT_EVENT),
  ];
  return `(function(X,N,D,P,EV){${BODY.replace(/\n/g, '')}})(${args.join(',')})`;
}

/**
 * CSS showing exactly one variant per experiment: the first variant unless
 * <html> names another known variant. So without JavaScript (no attribute),
 * or with an unexpected value, the visitor sees one coherent text. Hidden
 * texts use display:none, which also removes them from the accessibility
 * tree. Must be inline in <head> (same render-blocking step as the script),
 * so the CTA has its final width at first paint.
 */
export function experimentCss(list: readonly Experiment[]): string {
  validateExperiments(list);
  const rules = ['.exp-text__v{display:none}'];
  for (const e of list) {
    const [first, ...others] = e.variants;
    if (!first) continue; // validateExperiments rejects this; narrows the type
    const text = `.exp-text[data-experiment="${e.id}"] .exp-text__v`;
    rules.push(`${text}[data-variant="${first.key}"]{display:inline}`);
    for (const v of others) {
      const when = `html[${experimentAttribute(e.id)}="${v.key}"] ${text}`;
      rules.push(`${when}[data-variant="${first.key}"]{display:none}`, `${when}[data-variant="${v.key}"]{display:inline}`);
    }
  }
  return rules.join('\n');
}

/** Both pieces as ready <head> markup: style first, then the script. */
export const experimentHead = (list: readonly Experiment[]): string =>
  `<style>${experimentCss(list)}</style><script>${prePaintScript(list)}</script>`;
