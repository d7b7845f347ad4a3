/**
 * Deterministic bucketing. The same algorithm is re-implemented as plain
 * ES2017 in pre-paint.ts (which cannot import); a unit test keeps them equal.
 *
 * hash    = 32-bit FNV-1a over the UTF-8 bytes of `${visitorId}:${experimentId}`
 *           (offset basis 0x811c9dc5, prime 0x01000193, unsigned result)
 * bucket  = hash % totalWeight
 * variant = the first variant whose cumulative weight exceeds bucket
 *
 * Hashing the experiment id in means one visitor's buckets in different
 * experiments are independent.
 */
import type { Experiment, Variant } from './registry.ts';
import { totalWeight } from './validate.ts';

const encoder = new TextEncoder();

/** 32-bit FNV-1a of the UTF-8 bytes of `text`, as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    // Math.imul multiplies modulo 2^32 without losing precision in doubles.
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return hash >>> 0;
}

/** Bucket in [0, totalWeight) of a visitor in an experiment. */
export function bucketOf(visitorId: string, experiment: Experiment): number {
  return fnv1a32(`${visitorId}:${experiment.id}`) % totalWeight(experiment);
}

/** The variant a visitor belongs to. */
export function variantFor(visitorId: string, experiment: Experiment): Variant {
  let bucket = bucketOf(visitorId, experiment);
  for (const variant of experiment.variants) {
    if (bucket < variant.weight) return variant;
    bucket -= variant.weight;
  }
  // Unreachable for a non-empty experiment (bucket < total weight).
  throw new Error(`experiment ${experiment.id} has no variants`);
}
