// A button that makes its own component throw during render, caught by an error boundary
// whose crash screen covers the given scope (see CrashScreen). "重试" resets the boundary and
// remounts a fresh, working button.
import { useState } from 'react';
import ErrorBoundary, { CrashScreen, type CrashScope } from './ErrorBoundary';

interface Props {
  label: string;
  scope: CrashScope;
}

function Bomb({ label, scope }: Props) {
  const [exploded, setExploded] = useState(false);
  if (exploded) {
    throw new Error(`测试错误：点击「${label}」后，组件在渲染时抛出了异常。`, {
      cause: new Error(`这是有意抛出的错误，用于检查${scope === 'inline' ? '局部' : scope === 'layout' ? '布局内' : '布局外'}错误边界能否捕获它。`),
    });
  }
  return (
    <button type="button" className="dz-button dz-button--secondary" onClick={() => setExploded(true)}>
      {label}
    </button>
  );
}

export default function CrashButton({ label, scope }: Props) {
  return (
    <ErrorBoundary fallback={(params) => <CrashScreen scope={scope} {...params} />}>
      <Bomb label={label} scope={scope} />
    </ErrorBoundary>
  );
}
