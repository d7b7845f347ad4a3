/**
 * Kana, kanji and full-width forms: text without any is left alone by the
 * typesetting. On its own so that code which only asks "is this Japanese?"
 * (the site index, in the build's main thread) does not load BudouX and its
 * model with segment.ts: that import cost a command-line build about 300 ms.
 */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;
