/**
 * Experiments are data: an entry here is all it takes to add one (spec §3, §9).
 * Assignment, cookies and the pre-paint script build on this registry.
 */
import { phrases } from '../lib/phrase-breaks.ts';

export interface Variant {
  key: string;
  /** Relative weight; the weights of an experiment add up to its bucket count. */
  weight: number;
  /**
   * Text shown for this variant (Japanese pages). Write it as `phrases('…')`: the build adds its phrase
   * marks (src/typeset/), which <ExperimentText> draws as <wbr>; outside the build it is the text as written.
   */
  text: string;
}

export interface Experiment {
  id: string;
  cookieName: string;
  lifetimeDays: number;
  variants: readonly Variant[];
}

export const ctaV1: Experiment = {
  id: 'cta_v1',
  cookieName: 'exp_cta_v1',
  lifetimeDays: 3,
  variants: [
    { key: 'readiness7q-a', weight: 34, text: phrases('7つの質問で量子導入度を診断する') },
    { key: 'readiness7q-b', weight: 33, text: phrases('量子導入チェック項目') },
    { key: 'readiness7q-c', weight: 33, text: phrases('量子時代への準備はできていますか？7つの質問') },
  ],
};

export const experiments: readonly Experiment[] = [ctaV1];
