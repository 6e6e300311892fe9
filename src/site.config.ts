// The site's own settings: one typed object, validated by src/config/schema.ts.
// Environment variables switch on optional third-party services; with none set the site
// loads nothing from another host.
import type { SiteConfigInput } from './config/schema';

const env = (name: string): string | undefined => {
  const value = typeof process !== 'undefined' ? process.env[name] : undefined;
  return value?.trim() ? value.trim() : undefined;
};

const analyticsUrl = env('SITE_ANALYTICS_SCRIPT');
const filingNumber = env('SITE_FILING_NUMBER');
const feedbackToken = env('SITE_FEEDBACK_TOKEN');
/** The Docusaurus repository: the navbar and footer link it. */
const REPO = 'https://github.com/facebook/docusaurus';
/**
 * "编辑此页" of the docs, the community docs and the blog: as on docusaurus.io, a translated
 * page is edited in the site's Crowdin project for its language, not in the English sources.
 */
const translationProject = ({ locale }: { locale: string }) => `https://crowdin.com/project/docusaurus-v2/${locale}`;
/** As docusaurus.io: "最后更新" (the date, and the author a page's `last_update` names) under each page. */
const showLastUpdate = { showLastUpdateTime: true, showLastUpdateAuthor: true } as const;
/** Our own rule where a tags file exists: a tag outside it is a typo to fix, not a new tag. */
const strictTags = { onInlineTags: 'throw' } as const;

const config: SiteConfigInput = {
  title: 'Docusaurus',
  siteName: 'Docusaurus 中文文档',
  tagline: '快速构建并维护优秀的文档网站，把精力留给内容。',
  url: 'https://docusaurus.io',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  trailingSlash: false,
  productVersion: '3.6.1',
  siteVersion: '0.1.0',
  i18n: {
    defaultLocale: 'zh-CN',
    locales: ['zh-CN'],
    localeConfigs: {
      'zh-CN': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh-CN' },
    },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  colors: {
    primaryLight: '#2e8555',
    primaryDark: '#25c2a0',
    backgroundLight: '#ffffff',
    backgroundDark: '#181920',
  },
  announcementBar: {
    id: 'announcement-3.6',
    content: '🎉 <b><a href="/blog/releases/3.6">Docusaurus 3.6</a> 已发布！</b> 试试全新的 Docusaurus Faster 构建加速。🥳',
    isCloseable: true,
  },
  navbar: {
    title: 'Docusaurus',
    logo: { src: '/img/docusaurus.svg', alt: 'Docusaurus 标志', width: 32, height: 32 },
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'introduction', label: '中文文档', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { to: '/blog', label: '博客', position: 'left' },
      { to: '/showcase', label: '案例展示', position: 'left' },
      {
        type: 'dropdown',
        label: '社区',
        to: '/community/support',
        activeBasePath: '/community',
        position: 'left',
        items: [
          { type: 'doc', docId: 'support', docsPluginId: 'community', label: '获取帮助' },
          { type: 'doc', docId: 'team', docsPluginId: 'community', label: '团队' },
          { type: 'doc', docId: 'resources', docsPluginId: 'community', label: '资源' },
          { type: 'html', value: '<hr class="dz-dropdown__sep">' },
          { to: '/changelog', label: '更新日志' },
          { to: '/feature-requests', label: '功能请求' },
        ],
      },
      { to: '/tests', label: '测试', position: 'left', activeBasePath: '/tests' },
      { type: 'custom-testsOnly', label: '测试页面', to: '/tests/pages', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      {
        type: 'localeDropdown',
        position: 'right',
        extraItems: [{ label: 'English', lang: 'en', baseUrl: 'https://docusaurus.io' }],
      },
      {
        href: REPO,
        label: 'GitHub',
        position: 'right',
        className: 'dz-navbar__github',
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: '社区',
        items: [
          { label: '获取帮助', to: '/community/support' },
          { label: '团队', to: '/community/team' },
          { label: '功能请求', to: '/feature-requests' },
          { label: 'Discord', href: 'https://discord.gg/docusaurus' },
        ],
      },
      {
        title: '更多',
        items: [
          { label: '博客', to: '/blog' },
          { label: '更新日志', to: '/changelog' },
          { label: '版本', to: '/versions' },
          { label: 'GitHub', href: REPO },
          { label: 'English', href: 'https://docusaurus.io' },
        ],
      },
      {
        title: '法律',
        items: [
          { label: '隐私政策', href: 'https://opensource.fb.com/legal/privacy/' },
          { label: '使用条款', href: 'https://opensource.fb.com/legal/terms/' },
          { label: '数据政策', href: 'https://opensource.fb.com/legal/data-policy/' },
        ],
      },
      {
        title: '相似工具',
        items: [
          { label: 'Astro Starlight', href: 'https://starlight.astro.build' },
          { label: 'VitePress', href: 'https://vitepress.dev' },
          { label: 'Nextra', href: 'https://nextra.site' },
        ],
      },
      {
        title: '友情链接',
        items: [
          { label: 'React 官方中文文档', href: 'https://zh-hans.react.dev' },
          { label: 'MDX', href: 'https://mdxjs.com' },
          { label: 'Algolia DocSearch', href: 'https://docsearch.algolia.com' },
        ],
      },
    ],
    logo: { src: '/img/meta-open-source.svg', alt: 'Meta 开源', width: 160, height: 51, href: 'https://opensource.fb.com' },
    copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. 本中文站点内容以 CC BY 4.0 协议发布。`,
    ...(filingNumber ? { filing: { number: filingNumber, href: 'https://beian.miit.gov.cn/' } } : {}),
  },
  search: {
    ...(env('ALGOLIA_APP_ID') ? { appId: env('ALGOLIA_APP_ID') } : {}),
    ...(env('ALGOLIA_API_KEY') ? { apiKey: env('ALGOLIA_API_KEY') } : {}),
    ...(env('ALGOLIA_INDEX_NAME') ? { indexName: env('ALGOLIA_INDEX_NAME') } : {}),
    contextualSearch: true,
    externalUrlRegex: 'docusaurus\\.io',
    searchPagePath: 'search',
  },
  ...(analyticsUrl ? { analytics: { scriptUrl: analyticsUrl, siteId: env('SITE_ANALYTICS_ID') } } : {}),
  pages: { editUrl: translationProject, ...showLastUpdate },
  ...(feedbackToken ? { feedbackBoard: { token: feedbackToken } } : {}),
  docs: [
    {
      id: 'default',
      collection: 'docs',
      folder: 'content-docs',
      routeBasePath: '/docs',
      mainDocId: 'introduction',
      sidebars: 'src/sidebars/docs.ts',
      searchSection: '文档',
      editUrl: translationProject,
      ...showLastUpdate,
      versions: [{ name: 'current', label: 'Canary 🚧', path: '', kind: 'unreleased' }],
    },
    {
      id: 'community',
      collection: 'community',
      folder: 'content-community',
      routeBasePath: '/community',
      mainDocId: 'support',
      sidebars: 'src/sidebars/community.ts',
      searchSection: '社区',
      editUrl: translationProject,
      ...showLastUpdate,
      versions: [{ name: 'current', label: '当前', path: '', kind: 'latest' }],
    },
    {
      id: 'tests',
      collection: 'testDocs',
      folder: 'content-tests/docs',
      routeBasePath: '/tests/docs',
      mainDocId: 'index',
      sidebars: 'src/sidebars/tests.ts',
      tagsFile: 'tags.yml',
      ...strictTags,
      searchSection: '文档',
      noIndex: true,
      ...showLastUpdate,
      versions: [
        { name: 'current', label: '下一版本 🚧', path: '', kind: 'latest' },
        {
          name: '1.0.0',
          label: '1.0.0',
          path: '1.0.0',
          kind: 'unmaintained',
          dir: '_versioned/1.0.0',
          banner: 'unmaintained',
          badge: true,
        },
      ],
    },
  ],
  // Each blog instance: its collections (`<collection>Authors`, `<collection>Tags`) read the
  // folder's authors.yml and tags file; its pages live in src/pages under the route base.
  blog: [
    {
      id: 'blog',
      collection: 'blog',
      folder: 'content-blog',
      routeBasePath: '/blog',
      tagsFile: 'tags.yml',
      ...strictTags,
      title: '博客',
      description: 'Docusaurus 的版本发布、年度回顾与升级指南，用中文整理。',
      postsPerPage: 5,
      // Our own rules: every author is declared in authors.yml, every post has a truncate marker.
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
      editUrl: translationProject,
      ...showLastUpdate,
      sidebar: { title: '最近博文', count: 10 },
      feed: { type: 'all', title: 'Docusaurus 博客', description: 'Docusaurus 中文站博客：版本发布、年度回顾与升级指南。', linkInHead: true },
      searchSection: '博客',
      countLabel: '{count} 篇博文',
    },
    {
      id: 'changelog',
      collection: 'changelog',
      frontMatter: 'changelog',
      folder: 'content-changelog',
      routeBasePath: '/changelog',
      title: '更新日志',
      description: 'Docusaurus 每个版本的新功能、错误修复与破坏性变更。',
      postsPerPage: 20,
      // Committers are keys of authors.yml; a short entry is shown whole on purpose.
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'ignore',
      showReadingTime: false,
      tags: false,
      archive: false,
      authors: 'list',
      structuredData: false,
      sameDayOrder: 'version',
      sidebar: { title: '最近版本', count: 20 },
      feed: { type: 'all', title: 'Docusaurus 更新日志', description: 'Docusaurus 每个版本的新功能、错误修复与破坏性变更。' },
      searchSection: '更新日志',
      countLabel: '参与 {count} 个版本',
      backLinkLabel: '← 返回更新日志',
    },
    {
      id: 'testBlog',
      collection: 'testBlog',
      folder: 'content-tests/blog',
      routeBasePath: '/tests/blog',
      tagsFile: 'tags.yml',
      ...strictTags,
      title: '测试博客',
      description: '博客功能的测试用例：分页、标签、作者、未列出与草稿博文等。',
      postsPerPage: 3,
      // Fixtures: inline authors and whole posts are what some of them test.
      onInlineAuthors: 'ignore',
      onUntruncatedBlogPosts: 'ignore',
      sidebar: { title: '全部博文', count: 'ALL' },
      feed: { type: 'all', title: 'Docusaurus 测试博客', description: '博客功能的测试用例。' },
      countLabel: '{count} 篇博文',
    },
  ],
  customFields: { crashTest: env('SITE_CRASH_TEST') === 'true' },
};

export default config;
