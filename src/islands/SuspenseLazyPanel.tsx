// Loaded on demand by SuspenseDemo (its own chunk).
export default function SuspenseLazyPanel() {
  return (
    <p className="dz-test-status" role="status">
      延迟组件已加载：它的代码是单独的文件，点击按钮后才下载。
    </p>
  );
}
