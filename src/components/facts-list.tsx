import { InlineText } from './inline-text.tsx';

/** Term / detail pairs (company profile, event facts, a position's terms). */
export function FactsList({ items, className }: { items: readonly { term: string; detail: string }[]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : 'facts'}>
      {items.map((f) => (
        <div key={f.term} className="facts__row">
          <dt>{f.term}</dt>
          <dd>
            <InlineText text={f.detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
