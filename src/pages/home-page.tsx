import { Link } from 'react-router-dom';
import { paths } from '../routes.ts';
import type { HomeData } from '../data/page-data.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { PublicationEntry } from '../components/publication-entry.tsx';
import { ctaV1, ExperimentText } from '../../experiments/index.ts';

export default function HomePage() {
  const data = usePageData<HomeData>();
  const locale = useLocale();
  const t = useDictionary();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{t.home.title}</h1>
          <p className="hero__lead">{t.home.lead}</p>
          <p>
            {locale === 'ja' ? (
              <Link className="button" to="/readiness-check"><ExperimentText experiment={ctaV1} /></Link>
            ) : (
              <Link className="button" to={paths.page(locale, '/contact')}>{t.home.readinessCta}</Link>
            )}
          </p>
          {data.notice && <p className="hero__notice">{data.notice}</p>}
        </div>
      </section>
      <section className="container home-section" aria-labelledby="home-news">
        <h2 id="home-news">{t.home.latestNews}</h2>
        <div className="card-grid">
          {data.news.map((c) => <EntryCard key={c.id} card={c} />)}
        </div>
        <p><Link to={paths.listing(locale, 'news')}>{t.home.allNews}</Link></p>
      </section>
      <section className="container home-section" aria-labelledby="home-cases">
        <h2 id="home-cases">{t.home.latestCases}</h2>
        <div className="card-grid">
          {data.cases.map((c) => <EntryCard key={c.id} card={c} />)}
        </div>
        <p><Link to={paths.listing(locale, 'case')}>{t.home.allCases}</Link></p>
      </section>
      <section className="container home-section" aria-labelledby="home-publications">
        <h2 id="home-publications">{t.home.publications}</h2>
        {data.publications.map((p) => <PublicationEntry key={p.id} item={p} />)}
        <p><Link to={paths.listing(locale, 'publications')}>{t.home.allPublications}</Link></p>
      </section>
    </>
  );
}
