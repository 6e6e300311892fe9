// Client-only "heavy" component: it needs browser APIs (window size, language, time zone)
// and computes a 2,000-point drawing, so it is never rendered on the server.
import { useMemo } from 'react';

export default function ClientOnlyInfo() {
  const points = useMemo(() => {
    const out: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const a = i * 0.1;
      const r = 2 + i * 0.045;
      out.push(`${(100 + r * Math.cos(a)).toFixed(1)},${(100 + r * Math.sin(a)).toFixed(1)}`);
    }
    return out.join(' ');
  }, []);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="dz-client-only" data-client-only="ready">
      <p className="dz-test-status" role="status">
        只在浏览器中渲染的组件已显示。
      </p>
      <ul>
        <li>窗口宽度：{window.innerWidth} px</li>
        <li>浏览器语言：{navigator.language}</li>
        <li>时区：{zone}</li>
      </ul>
      <svg viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="由 2000 个点组成的螺旋线">
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="0.6" />
      </svg>
    </div>
  );
}
