// The entry of the threads build (build/core-threads.wasm: asconfig.json's "threads"
// target): the core's ABI and the exports of Lazy SMP.

export * from "../index";
export * from "./abi";
