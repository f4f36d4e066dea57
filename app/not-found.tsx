// Never shown in practice: an unknown URL gets app/global-not-found.tsx, and the routes never
// throw notFound() for a page they generated (dynamicParams = false). Next embeds the root
// not-found element in every page's RSC payload, so this keeps that to a few bytes instead of
// its ~2 KB default.
export default function NotFound() {
  return <h1>404</h1>;
}
