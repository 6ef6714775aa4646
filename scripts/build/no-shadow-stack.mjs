// An asc transform for the threads build (asconfig.json's "threads" target): no shadow stack.
// asc gives any runtime named by a path (assembly/threads/runtime.ts) the incremental GC's
// shadow stack, 32 KiB of static memory below __heap_base where every call that holds a
// managed reference spills it. The runtime never collects, so nothing reads it, and every
// instance over the one shared memory starts its stack pointer at the same address: two
// threads wrote the same cache lines on each call (docs/design/threads.md). asc takes a stack
// size of 0 as "the default" for such a runtime, so the transform sets it after the options are
// read and before the compiler looks: the program's module, made with the shadow stack on,
// is told too.

import { Transform } from "assemblyscript/transform";

export default class NoShadowStack extends Transform {
  afterInitialize(program) {
    program.options.stackSize = 0;
    program.module.useShadowStack = false;
  }
}
