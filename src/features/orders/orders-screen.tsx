// SCAFFOLD — replaced by the helper that owns this feature; never shipped like this.
export default function Screen() {
  return null;
}
