import { Link } from 'react-router-dom';
import { ctaV1, ExperimentText } from '../../experiments/index.ts';
import { searchIgnore } from '../search/page-attributes.ts';

/**
 * The call to action that leads to the readiness check (Japanese pages only).
 * Its text is the `cta_v1` experiment: every variant is in the HTML and the
 * pre-paint script and CSS show exactly one, so the text never changes after
 * first paint and the layout never shifts.
 */
export function ReadinessCta({ lead = '7つの質問に答えるだけで、自社の量子技術への準備状況と次の一歩がわかります。' }: { lead?: string }) {
  return (
    <aside className="cta" aria-labelledby="readiness-cta-title" {...searchIgnore}>
      <p className="cta__title" id="readiness-cta-title">量子レディネス診断</p>
      <p className="cta__lead">{lead}</p>
      <Link to="/readiness-check" className="button cta__button">
        <ExperimentText experiment={ctaV1} />
      </Link>
    </aside>
  );
}
