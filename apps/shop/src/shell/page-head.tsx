/**
 * A page's title and description, rendered by the page itself: React puts them in the document's
 * head while the page is shown (and takes them out after), and a server render writes them too.
 */
export function PageHead({ title, description }: { readonly title: string; readonly description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
