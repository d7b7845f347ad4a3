/**
 * Renders every variant text of an experiment; the head CSS shows one of
 * them according to the <html> attribute set by the pre-paint script. No
 * state and no effects: the server HTML and the hydrated tree are identical
 * for every visitor. The texts' phrase marks, added at build time in both
 * bundles alike, are drawn as <wbr>, so a wrapped CTA breaks between phrases.
 */
import type { Experiment } from '../../experiments/registry.ts';
import { experiments as registry } from '../../experiments/registry.ts';
import { experimentAttribute } from '../../experiments/validate.ts';
import { withBreaks } from '../typeset/break-nodes.tsx';

export function ExperimentText({ experiment }: { experiment: Experiment }) {
  return (
    <span className="exp-text" data-experiment={experiment.id}>
      {experiment.variants.map((v) => (
        <span key={v.key} className="exp-text__v" data-variant={v.key}>
          {withBreaks(v.text)}
        </span>
      ))}
    </span>
  );
}

/**
 * The variant key the visitor sees (e.g. for a click event). Mirrors the
 * CSS: a missing or unknown attribute means the first variant, which is also
 * the answer on the server. Undefined for an id not in the registry.
 */
export function currentVariant(experimentId: string, list: readonly Experiment[] = registry): string | undefined {
  const experiment = list.find((e) => e.id === experimentId);
  if (!experiment) return undefined;
  const fallback = experiment.variants[0]?.key;
  if (typeof document === 'undefined') return fallback;
  const value = document.documentElement.getAttribute(experimentAttribute(experiment.id));
  return experiment.variants.find((v) => v.key === value)?.key ?? fallback;
}
