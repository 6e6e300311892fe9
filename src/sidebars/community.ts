// Sidebar of the community docs (/community): its docs, then links to related pages.
import type { SidebarsConfig } from '../lib/docs/types';

const sidebars: SidebarsConfig = {
  community: [
    'support',
    'team',
    'resources',
    'contributing',
    'canary',
    'release-process',
    { type: 'link', label: '更新日志', href: '/changelog' },
    { type: 'link', label: '案例展示', href: '/showcase' },
    { type: 'link', label: '功能请求', href: '/feature-requests' },
    { type: 'link', label: 'Discord 聊天室', href: 'https://discord.gg/docusaurus' },
  ],
};

export default sidebars;
