// The selection assistant's memory estimate (docs/decisions/033), one module for the page, the API and the tests.
// All sizes are decimal gigabytes (1 GB = 10^9 bytes), the unit GPU vendors state memory in.

export const WORKLOADS = ['inference', 'lora', 'full-finetune', 'training'] as const;
export type TWorkload = (typeof WORKLOADS)[number];
export const PRECISIONS = ['fp32', 'bf16', 'fp16', 'fp8', 'int8', 'int4'] as const;
export type TPrecision = (typeof PRECISIONS)[number];
export const ATTENTIONS = ['mha', 'gqa'] as const;
export type TAttention = (typeof ATTENTIONS)[number];
/** Precisions full training and full fine-tuning are estimated for (mixed precision or plain FP32). */
export const TRAINING_PRECISIONS: readonly TPrecision[] = ['fp32', 'bf16', 'fp16'];

/** Bytes per weight. INT8/INT4 are weight-only quantisation. */
export const BYTES_PER_PARAM: Record<TPrecision, number> = { fp32: 4, bf16: 2, fp16: 2, fp8: 1, int8: 1, int4: 0.5 };
/** Bytes per KV-cache element: 16-bit except FP32 (4) and FP8 (1); weight-only INT8/INT4 keep a 16-bit cache. */
export const KV_BYTES: Record<TPrecision, number> = { fp32: 4, bf16: 2, fp16: 2, fp8: 1, int8: 2, int4: 2 };
/**
 * Adam with mixed precision: 16-bit weights (2) + 16-bit gradients (2) + FP32 master weights, first and second
 * moments (4 + 4 + 4) = 16 bytes per trained parameter. Plain FP32: 4 + 4 + 8 = 16 as well.
 */
export const ADAM_BYTES = { mixed: { gradients: 2, optimiser: 12 }, fp32: { gradients: 4, optimiser: 8 } } as const;
/** LoRA adapters hold this share of the model's parameters (rank 16 on all linear layers of a 7B model ≈ 0.6%). */
export const LORA_TRAINABLE_SHARE = 0.01;
/** Activations per token per layer per hidden unit while training, bytes: 34 (16-bit, FlashAttention, no recomputation). */
export const ACTIVATION_BYTES = 34;
/** Runtime overhead while serving (CUDA context, allocator fragmentation, temporary buffers): 10% of weights + KV. */
export const INFERENCE_OVERHEAD = 0.1;
/** Grouped-query attention keeps this share of the key/value heads (8 of 64 in Llama-2-70B and Llama-3). */
export const GQA_KV_SHARE = 1 / 8;

/** Published shapes (layers, hidden size) the estimate picks the nearest of, by parameter count. */
export const REFERENCE_SHAPES = [
  { name: 'Llama-3.2-1B', params: 1.24, layers: 16, hidden: 2048 },
  { name: 'Llama-3.2-3B', params: 3.21, layers: 28, hidden: 3072 },
  { name: 'Llama-2-7B', params: 6.74, layers: 32, hidden: 4096 },
  { name: 'Llama-2-13B', params: 13.0, layers: 40, hidden: 5120 },
  { name: 'Code Llama 34B', params: 33.7, layers: 48, hidden: 8192 },
  { name: 'Llama-2-70B', params: 69.0, layers: 80, hidden: 8192 },
  { name: 'Falcon-180B', params: 180, layers: 80, hidden: 14848 },
  { name: 'Llama-3.1-405B', params: 405, layers: 126, hidden: 16384 },
] as const;

export interface TEstimateInput {
  workload: TWorkload;
  /** Parameters, in billions. */
  paramsB: number;
  precision: TPrecision;
  /** Tokens per sequence (prompt + output when serving; the training sequence length otherwise). */
  context: number;
  /** Concurrent sequences when serving; the micro-batch when training. */
  batch: number;
  attention: TAttention;
}

export interface TMemoryEstimate {
  /** The reference shape used for the KV cache and activations. */
  shape: { name: string; layers: number; hidden: number };
  weightsGb: number;
  kvCacheGb: number;
  gradientsGb: number;
  optimiserGb: number;
  activationsGb: number;
  overheadGb: number;
  totalGb: number;
  /** Parameters that are trained (all of them, the LoRA adapters, or none). */
  trainableParamsB: number;
}

export function nearestShape(paramsB: number): (typeof REFERENCE_SHAPES)[number] {
  let best: (typeof REFERENCE_SHAPES)[number] = REFERENCE_SHAPES[0];
  for (const shape of REFERENCE_SHAPES) {
    if (Math.abs(Math.log(paramsB / shape.params)) < Math.abs(Math.log(paramsB / best.params))) best = shape;
  }
  return best;
}

/** KV cache in bytes: 2 (K and V) × layers × hidden × KV share × bytes × tokens × sequences. */
export function kvCacheBytes(layers: number, hidden: number, kvBytes: number, tokens: number, sequences: number, kvShare = 1): number {
  return 2 * layers * hidden * kvShare * kvBytes * tokens * sequences;
}

const GB = 1e9;
const round = (n: number) => Math.round(n * 100) / 100;

/** Memory needed, broken down. Full training and full fine-tuning take FP32, BF16 or FP16 (the schema says so). */
export function estimateMemory(input: TEstimateInput): TMemoryEstimate {
  const params = input.paramsB * 1e9;
  const shape = nearestShape(input.paramsB);
  const weights = params * BYTES_PER_PARAM[input.precision];
  let kv = 0;
  let gradients = 0;
  let optimiser = 0;
  let activations = 0;
  let overhead = 0;
  let trainable = 0;
  const kvShare = input.attention === 'gqa' ? GQA_KV_SHARE : 1;
  if (input.workload === 'inference') {
    kv = kvCacheBytes(shape.layers, shape.hidden, KV_BYTES[input.precision], input.context, input.batch, kvShare);
    overhead = (weights + kv) * INFERENCE_OVERHEAD;
  } else {
    // Training keeps activations for the backward pass instead of a KV cache.
    activations = ACTIVATION_BYTES * input.context * input.batch * shape.hidden * shape.layers;
    if (input.workload === 'lora') {
      // The base model is frozen (in any precision: INT4 is QLoRA); the adapters train in mixed precision.
      trainable = params * LORA_TRAINABLE_SHARE;
      gradients = trainable * ADAM_BYTES.mixed.gradients;
      optimiser = trainable * ADAM_BYTES.mixed.optimiser;
      // The adapters' own 16-bit weights.
      overhead = trainable * 2;
    } else {
      trainable = params;
      const adam = input.precision === 'fp32' ? ADAM_BYTES.fp32 : ADAM_BYTES.mixed;
      gradients = params * adam.gradients;
      optimiser = params * adam.optimiser;
    }
  }
  const total = weights + kv + gradients + optimiser + activations + overhead;
  return {
    shape: { name: shape.name, layers: shape.layers, hidden: shape.hidden },
    weightsGb: round(weights / GB),
    kvCacheGb: round(kv / GB),
    gradientsGb: round(gradients / GB),
    optimiserGb: round(optimiser / GB),
    activationsGb: round(activations / GB),
    overheadGb: round(overhead / GB),
    totalGb: round(total / GB),
    trainableParamsB: round(trainable / 1e9),
  };
}

/** Whether a GPU runs the precision natively: FP8 needs FP8 tensor cores; the others run everywhere. */
export function supportsPrecision(gpu: { fp8Tflops: number | null }, precision: TPrecision): boolean {
  return precision !== 'fp8' || gpu.fp8Tflops !== null;
}
