// Navbar hide-on-scroll rule (the reference theme's): visible while scrollY < navbar height; hides when
// scrolling down, shows when scrolling up (but not when bouncing at the page bottom); a
// hash jump hides it.
export interface ScrollInput {
  y: number;
  lastY: number;
  navbarHeight: number;
  atBottom: boolean;
  hashJump: boolean;
  wasHidden: boolean;
}

export function hideOnScrollState({ y, lastY, navbarHeight, atBottom, hashJump, wasHidden }: ScrollInput): boolean {
  if (y < navbarHeight) return false;
  if (hashJump) return true;
  if (y > lastY) return true;
  if (y < lastY && !atBottom) return false;
  return wasHidden;
}
