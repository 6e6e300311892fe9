// Draft Markdown pages of src/pages in a production build: Astro writes every page file, so a
// draft page carries this marker (src/layouts/MarkdownPageLayout.astro) and the post-build pass
// deletes it before anything reads the build, as Docusaurus leaves drafts out of production.
export const DRAFT_PAGE_META = 'dz-draft-page';

/** The page is a draft page to delete. */
export const isDraftPage = (html: string): boolean => html.includes(`<meta name="${DRAFT_PAGE_META}" content="true">`);
