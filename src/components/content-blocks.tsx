import { Link } from 'react-router-dom';
import type { Block, CardItem } from '../content/page-copy.ts';
import { useDictionary } from '../app/hooks.ts';
import { InlineText } from './inline-text.tsx';

/** A feature, use case or service card; with `href` the whole card is a link. */
export function FeatureCard({ item }: { item: CardItem }) {
  const t = useDictionary();
  return (
    <li className={item.href ? 'feature feature--link' : 'feature'}>
      {item.label && <p className="feature__label">{item.label}</p>}
      <h3 className="feature__title">
        {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
      </h3>
      <p className="feature__text"><InlineText text={item.text} /></p>
      {item.href && <span className="feature__more" aria-hidden="true">{t.blocks.more} →</span>}
    </li>
  );
}

/** One structured block of a page section, drawn with the design system's components. */
export function ContentBlock({ block }: { block: Block }) {
  const t = useDictionary();
  switch (block.type) {
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return <List className="check-list">{block.items.map((item) => <li key={item}><InlineText text={item} /></li>)}</List>;
    }
    case 'cards':
      return <ul className="feature-grid">{block.items.map((item) => <FeatureCard key={item.title} item={item} />)}</ul>;
    case 'steps':
      return (
        <ol className="steps">
          {block.items.map((s) => (
            <li key={s.title} className="steps__item">
              <h3 className="steps__title">{s.title}</h3>
              <p><InlineText text={s.text} /></p>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className="facts">
          {block.items.map((f) => (
            <div key={f.term} className="facts__row"><dt>{f.term}</dt><dd><InlineText text={f.detail} /></dd></div>
          ))}
        </dl>
      );
    case 'timeline':
      return (
        <ol className="timeline">
          {block.items.map((e) => (
            <li key={e.date + e.text}><p className="timeline__date">{e.date}</p><p className="timeline__text"><InlineText text={e.text} /></p></li>
          ))}
        </ol>
      );
    case 'people':
      return (
        <ul className="people">
          {block.items.map((p) => (
            <li key={p.name} className="person">
              <span className="person__avatar" aria-hidden="true">{p.initials}</span>
              <div>
                <h3 className="person__name">{p.name}</h3>
                <p className="person__role">{p.role}</p>
                <p className="person__bio"><InlineText text={p.bio} /></p>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'positions':
      return (
        <ul className="positions">
          {block.items.map((p) => (
            <li key={p.title} className="position">
              <h3 className="position__title">{p.title}</h3>
              <ul className="position__tags" aria-label={t.blocks.positionFacts}>
                <li className="tag">{p.team}</li>
                <li className="tag">{p.location}</li>
                <li className="tag">{p.employment}</li>
              </ul>
              <p><InlineText text={p.summary} /></p>
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="data-table">
            <caption>{block.caption}</caption>
            <thead><tr>{block.head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}><InlineText text={cell} /></td>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return <p className="note"><InlineText text={block.text} /></p>;
    case 'cta':
      return (
        <div className="cta-panel">
          <p className="cta-panel__title">{block.heading}</p>
          <p className="cta-panel__text"><InlineText text={block.text} /></p>
          <Link className="button button--primary" to={block.href}>{block.label}</Link>
        </div>
      );
    case 'figure':
      // Drawn by PageSections (figure-block.tsx): its map of drawing URLs stays out of the home page's script, which imports FeatureCard from here.
      return null;
  }
}
