// https://vike.dev/error-page — makes Vike write dist/client/404.html. The markup itself
// comes from +onRenderHtml (React Router's not-found route), so this component is unused.
export default function Page() {
  return null;
}
