// The test pages under /tests/pages, in the order of the index page. Markdown ones
// live in content-tests/pages, the others are .astro pages in src/pages/tests/pages.
export interface TestPage {
  slug: string;
  title: string;
  summary: string;
}

export const TEST_PAGES: TestPage[] = [
  { slug: 'analytics', title: '统计事件', summary: '按钮通过已配置的统计脚本发送一个自定义事件；未配置统计脚本时不发送，并给出提示。' },
  { slug: 'code-block-tests', title: '代码块', summary: '标题、多种语言的语法高亮、行高亮与魔法注释、行号、超长行。' },
  { slug: 'crashTest', title: '渲染时崩溃', summary: '开启配置项后在渲染时抛出错误，显示崩溃页面；未开启时说明如何开启。' },
  { slug: 'diagrams', title: 'Mermaid 图表', summary: '常见的 Mermaid 图表类型，随颜色模式切换配色。' },
  { slug: 'embeds', title: '嵌入内容', summary: '点击后才加载的 iframe 与视频，加载前不连接第三方网站。' },
  { slug: 'ideal-image', title: '理想图片', summary: '响应式图片（质量 70、640 与 1030 两种宽度）、模糊占位图与加载中、离线、出错重试、未找到等状态。' },
  { slug: 'error-boundary-tests', title: '错误边界', summary: '在局部组件、布局内和布局外触发崩溃，显示崩溃页面，点击「重试」恢复。' },
  { slug: 'head-metadata', title: 'head 元数据', summary: '自定义标题、meta 标签与 robots noindex。' },
  { slug: 'hydration-tests', title: '水合', summary: '服务端渲染的 HTML 与浏览器中的 React 组件保持一致，并在交互时完成水合。' },
  { slug: 'layout-no-children', title: '无内容的布局', summary: '只渲染站点外框（导航栏与页脚），主体为空。' },
  { slug: 'link-tests', title: '链接', summary: '站内链接、外部链接、锚点、Markdown 文件链接与绕过路由的路径链接。' },
  { slug: 'markdown-tests-md', title: 'Markdown 语法（.md）', summary: '在 .md 文件中使用的全部常见 Markdown 语法。' },
  { slug: 'markdown-tests-mdx', title: 'MDX 语法（.mdx）', summary: '在 .mdx 文件中使用 JSX、表达式、导出和全局组件。' },
  { slug: 'navbar-dropdown-tests', title: '导航栏下拉菜单', summary: '用键盘操作语言下拉菜单，检查焦点顺序与颜色模式切换按钮。' },
  { slug: 'nested', title: '文件夹中的页面', summary: '文件夹里的 index.md 是文件夹本身的页面，地址不带 index。' },
  { slug: 'page-toc-tests', title: '页面目录', summary: '目录显示二到四级标题，包含行内目录。' },
  { slug: 'react-18', title: 'React Suspense', summary: 'Suspense 与延迟加载组件，以及只在浏览器中渲染的重型组件。' },
  { slug: 'seo', title: 'SEO', summary: '与页面标题不同的 SEO 标题和描述。' },
  { slug: 'tabs-tests', title: '选项卡', summary: '默认值、分组同步、查询参数、嵌套选项卡与无 JavaScript 时的显示。' },
  { slug: 'unlisted', title: '未列出页面', summary: '显示「未列出页」横幅，带 noindex，可通过直接链接访问。' },
  { slug: 'z-index-tests', title: '层叠顺序', summary: '页面中高 z-index 的元素不会遮住导航栏、下拉菜单和弹出层。' },
];
