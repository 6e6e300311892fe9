// React Suspense: a lazily loaded component (with an artificial delay) shows the Suspense
// fallback until its code has arrived.
import { lazy, Suspense, useState } from 'react';

const LazyPanel = lazy(() => new Promise<void>((resolve) => setTimeout(resolve, 800)).then(() => import('./SuspenseLazyPanel')));

export default function SuspenseDemo() {
  const [show, setShow] = useState(false);
  return (
    <div>
      <button type="button" className="dz-button" onClick={() => setShow(true)} disabled={show}>
        加载延迟组件
      </button>
      {show && (
        <Suspense
          fallback={
            <p className="dz-test-status" role="status">
              加载中……
            </p>
          }
        >
          <LazyPanel />
        </Suspense>
      )}
    </div>
  );
}
