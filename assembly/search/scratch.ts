// Growable scratch memory for the searches: i32 lists that a search sizes before use
// and that only ever grow (by doubling), so no allocation happens per node. With the
// stub runtime an outgrown list is never freed; doubling bounds that waste to the size
// of the largest search run.

@final export class Scratch {
  data: StaticArray<i32>;

  constructor(capacity: i32) {
    this.data = new StaticArray<i32>(capacity);
  }

  /** Makes room for indices 0..n-1, keeping the contents. */
  ensure(n: i32): void {
    const old = this.data;
    if (n <= old.length) return;
    let capacity = old.length;
    while (capacity < n) capacity <<= 1;
    const data = new StaticArray<i32>(capacity);
    memory.copy(changetype<usize>(data), changetype<usize>(old), <usize>old.length << 2);
    this.data = data;
  }

  // @ts-ignore: decorator
  @inline get(i: i32): i32 { return unchecked(this.data[i]); }
  // @ts-ignore: decorator
  @inline set(i: i32, v: i32): void { unchecked(this.data[i] = v); }
}
