import { Link } from 'react-router';
import type { Block } from '../content/page-copy.ts';
import { InlineText } from './inline-text.tsx';
import { gridItemClass } from './grid.ts';
import { FeatureCard } from './feature-card.tsx';
import { Positions } from './positions.tsx';
import { FactsList } from './facts-list.tsx';

/** One structured block of a page section, drawn with the design system's components. */
export function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="check-list">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'cards':
      return (
        <ul className="grid feature-grid">
          {block.items.map((item, i) => (
            <FeatureCard key={item.title} item={item} className={gridItemClass(i, block.items.length)} />
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="grid steps">
          {block.items.map((s, i) => (
            <li key={s.title} className={`steps__item ${gridItemClass(i, block.items.length)}`}>
              <h3 className="steps__title">
                <InlineText text={s.title} />
              </h3>
              <p>
                <InlineText text={s.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return <FactsList items={block.items} />;
    case 'timeline':
      return (
        <ol className="timeline">
          {block.items.map((e) => (
            <li key={e.date + e.text}>
              <p className="timeline__date">{e.date}</p>
              <p className="timeline__text">
                <InlineText text={e.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'people':
      return (
        <ul className="grid people">
          {block.items.map((p, i) => (
            <li key={p.name} className={`person ${gridItemClass(i, block.items.length, { max: 3 })}`}>
              <span className="person__avatar" aria-hidden="true">
                {p.initials}
              </span>
              <div>
                <h3 className="person__name">{p.name}</h3>
                <p className="person__role">{p.role}</p>
                <p className="person__bio">
                  <InlineText text={p.bio} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'positions':
      return <Positions items={block.items} />;
    case 'table':
      return (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="data-table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <p className="note">
          <InlineText text={block.text} />
        </p>
      );
    case 'link':
      return (
        <div className="inline-link">
          {block.heading && <p className="inline-link__title">{block.heading}</p>}
          <p>
            <InlineText text={block.text} />
          </p>
          <Link className="more-link" to={block.href}>
            {block.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
      );
    case 'figure':
      // Drawn by PageSections (figure-block.tsx): its map of drawing URLs stays out of the home page's script, which imports FeatureCard from here.
      return null;
  }
}
