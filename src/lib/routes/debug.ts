// Debug pages of /__docusaurus/debug (plugin-debug equivalent): slug → title.
export const DEBUG_PAGES = {
  '': '调试',
  config: '站点配置',
  content: '内容',
  globalData: '全局数据',
  metadata: '站点元数据',
  registry: '组件注册表',
  routes: '路由表',
} as const;
export type DebugPage = keyof typeof DEBUG_PAGES;
