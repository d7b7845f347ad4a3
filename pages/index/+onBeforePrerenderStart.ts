// https://vike.dev/onBeforePrerenderStart — the URL list (route table × content snapshot).
import { getBuildContext } from '../../src/prerender/build-context.ts';
import { buildUrlList } from '../../src/prerender/url-list.ts';
import { writeBuildFiles } from '../../src/prerender/build-files.ts';

export async function onBeforePrerenderStart(): Promise<string[]> {
  const { index, buildId } = await getBuildContext();
  const urls = buildUrlList(index);
  await writeBuildFiles(index, urls, buildId);
  return urls.map((u) => u.url);
}
