// Editing needs room for the page and its chrome: on a screen narrower than 750 px held upright
// (portrait), editing is blocked and the user is asked to rotate the device or use a larger screen.
// In landscape a narrow-but-wide-enough screen is still allowed.

export const SMALL_SCREEN_MAX_WIDTH = 750;

export function isSmallPortrait(width: number, height: number): boolean {
  return width < SMALL_SCREEN_MAX_WIDTH && width < height;
}
