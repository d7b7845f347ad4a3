import { Link } from 'react-router';
import type { CardItem } from '../content/page-copy.ts';
import { useDictionary } from '../app/hooks.ts';
import { InlineText } from './inline-text.tsx';

// A module of its own: the home page shows these cards without the rest of the content blocks (first-load JS).
/**
 * A feature, use case or service card. With `href` alone the whole card is a link (its title's); with `href`
 * and `action` (an offer) the card carries a real button with those words instead. `className`: its grid cell (grid.ts).
 */
export function FeatureCard({ item, className = '' }: { item: CardItem; className?: string }) {
  const t = useDictionary();
  const cardLink = item.href !== undefined && item.action === undefined;
  return (
    <li className={['feature', cardLink && 'feature--link', item.highlight && 'feature--highlight', className].filter(Boolean).join(' ')}>
      {item.label && <p className="feature__label">{item.label}</p>}
      <h3 className="feature__title">
        {cardLink && item.href ? (
          <Link to={item.href}>
            <InlineText text={item.title} />
          </Link>
        ) : (
          <InlineText text={item.title} />
        )}
      </h3>
      <p className="feature__text">
        <InlineText text={item.text} />
      </p>
      {cardLink && (
        <span className="feature__more" aria-hidden="true">
          {t.blocks.more} →
        </span>
      )}
      {item.href && item.action && (
        <p className="feature__action">
          <Link className={item.highlight ? 'button button--arrow' : 'button button--secondary'} to={item.href}>
            {item.action}
          </Link>
        </p>
      )}
    </li>
  );
}
