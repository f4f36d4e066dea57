// Never shown in practice: an unknown URL gets app/global-not-found.tsx, and no page calls
// notFound(). Next embeds this element in every section page's RSC payload, so it stays tiny.
export default function NotFound() {
  return <h1>404</h1>;
}
