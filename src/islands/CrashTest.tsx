// Rendered (client only) on /tests/pages/crashTest when siteConfig.customFields.crashTest is
// true: throws during its first render; the boundary shows the crash screen over the page
// content. "重试" renders it again, which crashes again while the flag is on.
import ErrorBoundary, { CrashScreen } from './ErrorBoundary';

function Boom(): never {
  throw new Error('Boom！页面在渲染时崩溃了。', {
    cause: new Error('siteConfig.customFields.crashTest 为 true（构建时设置了环境变量 SITE_CRASH_TEST=true），测试组件因此在渲染时抛出异常。'),
  });
}

export default function CrashTest() {
  return (
    <ErrorBoundary fallback={(params) => <CrashScreen scope="layout" {...params} />}>
      <Boom />
    </ErrorBoundary>
  );
}
