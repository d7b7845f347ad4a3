import { Link } from 'react-router-dom';
import { useDictionary } from '../app/hooks.ts';

/**
 * QPARC 2025 completion page. One pre-rendered shell serves every token;
 * the receipt behind the token is loaded from the intake API (forms work).
 */
export default function QparcCompletePage() {
  const t = useDictionary();
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{t.qparcComplete.title}</h1>
        <p className="page__lead">{t.qparcComplete.lead}</p>
      </header>
      <p>{t.qparcComplete.next}</p>
      <p><Link to="/">{t.qparcComplete.backHome}</Link></p>
    </div>
  );
}
