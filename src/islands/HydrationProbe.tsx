// Hydration test: renders the same markup on the server and in the browser, then reports
// when React has taken over (data-hydrated="true") and counts clicks.
import { useEffect, useState } from 'react';

export default function HydrationProbe({ name }: { name: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [count, setCount] = useState(0);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="dz-probe" data-hydrated={hydrated ? 'true' : 'false'}>
      <p className="dz-test-status" role="status">
        {name}：{hydrated ? '已水合，React 已接管这段 HTML。' : '尚未水合，这是服务端渲染的 HTML。'}
      </p>
      <button type="button" className="dz-button dz-button--secondary" onClick={() => setCount((c) => c + 1)}>
        点击次数：{count}
      </button>
    </div>
  );
}
