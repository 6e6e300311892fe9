// Duration of the collapse/expand animation, from the content height (the formula of
// Docusaurus' Collapsible), or 1 ms when the reader prefers reduced motion.
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
