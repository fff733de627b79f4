// The compute market's seed (docs/decisions/033). GPUs are facts, each with the page its figures were read from:
// memory, memory bandwidth, dense FP16/BF16 and FP8 tensor throughput (without sparsity), board power, release year.
// Offers are SAMPLES: configurations and prices made up by this file's rules, shown with a "sample" label until
// `npm run import:compute` replaces them.
import type { TComputeAvailability, TComputeRegion, TComputeSection, TGpuVendor } from '~/features/compute/compute.constants';

export const GPU_FACTS_AS_OF = '2026-11-27';

export interface GpuSeed {
  slug: string;
  name: string;
  vendor: TGpuVendor;
  memoryGb: number;
  memoryType: string;
  bandwidthGbs: number;
  fp16Tflops: number;
  fp8Tflops: number | null;
  tdpW: number;
  year: number;
  formFactor: string;
  source: string;
  /** A sample rental price per GPU-hour in CNY: the seed's offers derive from it. Not a fact. */
  sampleHourly: number;
}

const NV = 'https://www.nvidia.com/en-us/data-center';
export const GPUS_SEED: GpuSeed[] = [
  { slug: 'b200', name: 'B200', vendor: 'nvidia', memoryGb: 180, memoryType: 'HBM3e', bandwidthGbs: 8000, fp16Tflops: 2250, fp8Tflops: 4500, tdpW: 1000, year: 2024, formFactor: 'SXM', source: `${NV}/hgx/`, sampleHourly: 42 },
  { slug: 'h200', name: 'H200 SXM', vendor: 'nvidia', memoryGb: 141, memoryType: 'HBM3e', bandwidthGbs: 4800, fp16Tflops: 989, fp8Tflops: 1979, tdpW: 700, year: 2024, formFactor: 'SXM5', source: `${NV}/h200/`, sampleHourly: 26 },
  { slug: 'h100-sxm', name: 'H100 SXM', vendor: 'nvidia', memoryGb: 80, memoryType: 'HBM3', bandwidthGbs: 3350, fp16Tflops: 989, fp8Tflops: 1979, tdpW: 700, year: 2022, formFactor: 'SXM5', source: `${NV}/h100/`, sampleHourly: 20 },
  { slug: 'h100-pcie', name: 'H100 PCIe', vendor: 'nvidia', memoryGb: 80, memoryType: 'HBM2e', bandwidthGbs: 2000, fp16Tflops: 756, fp8Tflops: 1513, tdpW: 350, year: 2022, formFactor: 'PCIe', source: `${NV}/h100/`, sampleHourly: 16 },
  { slug: 'h800', name: 'H800 SXM', vendor: 'nvidia', memoryGb: 80, memoryType: 'HBM3', bandwidthGbs: 3350, fp16Tflops: 989, fp8Tflops: 1979, tdpW: 700, year: 2023, formFactor: 'SXM5', source: 'https://www.nvidia.cn/data-center/h800/', sampleHourly: 18 },
  { slug: 'h20', name: 'H20', vendor: 'nvidia', memoryGb: 96, memoryType: 'HBM3', bandwidthGbs: 4000, fp16Tflops: 148, fp8Tflops: 296, tdpW: 400, year: 2024, formFactor: 'SXM', source: 'https://willitrunai.com/es/gpus/h20-96gb', sampleHourly: 9 },
  { slug: 'a100-80g', name: 'A100 80GB SXM', vendor: 'nvidia', memoryGb: 80, memoryType: 'HBM2e', bandwidthGbs: 2039, fp16Tflops: 312, fp8Tflops: null, tdpW: 400, year: 2020, formFactor: 'SXM4', source: `${NV}/a100/`, sampleHourly: 12 },
  { slug: 'a100-40g', name: 'A100 40GB SXM', vendor: 'nvidia', memoryGb: 40, memoryType: 'HBM2', bandwidthGbs: 1555, fp16Tflops: 312, fp8Tflops: null, tdpW: 400, year: 2020, formFactor: 'SXM4', source: `${NV}/a100/`, sampleHourly: 8.5 },
  { slug: 'a800', name: 'A800 80GB SXM', vendor: 'nvidia', memoryGb: 80, memoryType: 'HBM2e', bandwidthGbs: 2039, fp16Tflops: 312, fp8Tflops: null, tdpW: 400, year: 2022, formFactor: 'SXM4', source: 'https://www.nvidia.cn/data-center/a800/', sampleHourly: 11 },
  { slug: 'l40s', name: 'L40S', vendor: 'nvidia', memoryGb: 48, memoryType: 'GDDR6', bandwidthGbs: 864, fp16Tflops: 362, fp8Tflops: 733, tdpW: 350, year: 2023, formFactor: 'PCIe', source: `${NV}/l40s/`, sampleHourly: 7.5 },
  { slug: 'l20', name: 'L20', vendor: 'nvidia', memoryGb: 48, memoryType: 'GDDR6', bandwidthGbs: 864, fp16Tflops: 119.5, fp8Tflops: 239, tdpW: 275, year: 2024, formFactor: 'PCIe', source: 'https://www.nvidia.cn/data-center/products/', sampleHourly: 4.8 },
  { slug: 'l4', name: 'L4', vendor: 'nvidia', memoryGb: 24, memoryType: 'GDDR6', bandwidthGbs: 300, fp16Tflops: 121, fp8Tflops: 242.5, tdpW: 72, year: 2023, formFactor: 'PCIe', source: `${NV}/l4/`, sampleHourly: 2.8 },
  { slug: 'a10', name: 'A10', vendor: 'nvidia', memoryGb: 24, memoryType: 'GDDR6', bandwidthGbs: 600, fp16Tflops: 125, fp8Tflops: null, tdpW: 150, year: 2021, formFactor: 'PCIe', source: `${NV}/products/a10-gpu/`, sampleHourly: 3 },
  { slug: 't4', name: 'T4', vendor: 'nvidia', memoryGb: 16, memoryType: 'GDDR6', bandwidthGbs: 320, fp16Tflops: 65, fp8Tflops: null, tdpW: 70, year: 2018, formFactor: 'PCIe', source: `${NV}/tesla-t4/`, sampleHourly: 1.4 },
  { slug: 'rtx-5090', name: 'GeForce RTX 5090', vendor: 'nvidia', memoryGb: 32, memoryType: 'GDDR7', bandwidthGbs: 1792, fp16Tflops: 209.5, fp8Tflops: 419, tdpW: 575, year: 2025, formFactor: 'PCIe', source: 'https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5090/', sampleHourly: 3.2 },
  { slug: 'rtx-4090', name: 'GeForce RTX 4090', vendor: 'nvidia', memoryGb: 24, memoryType: 'GDDR6X', bandwidthGbs: 1008, fp16Tflops: 165.2, fp8Tflops: 330.3, tdpW: 450, year: 2022, formFactor: 'PCIe', source: 'https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/', sampleHourly: 2.2 },
  { slug: 'rtx-3090', name: 'GeForce RTX 3090', vendor: 'nvidia', memoryGb: 24, memoryType: 'GDDR6X', bandwidthGbs: 936, fp16Tflops: 71, fp8Tflops: null, tdpW: 350, year: 2020, formFactor: 'PCIe', source: 'https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3090-3090ti/', sampleHourly: 1.3 },
  { slug: 'mi325x', name: 'Instinct MI325X', vendor: 'amd', memoryGb: 256, memoryType: 'HBM3E', bandwidthGbs: 6000, fp16Tflops: 1307.4, fp8Tflops: 2614.9, tdpW: 1000, year: 2024, formFactor: 'OAM', source: 'https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html', sampleHourly: 24 },
  { slug: 'mi300x', name: 'Instinct MI300X', vendor: 'amd', memoryGb: 192, memoryType: 'HBM3', bandwidthGbs: 5300, fp16Tflops: 1307.4, fp8Tflops: 2614.9, tdpW: 750, year: 2023, formFactor: 'OAM', source: 'https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html', sampleHourly: 17 },
  { slug: 'ascend-910b', name: 'Ascend 910B', vendor: 'huawei', memoryGb: 64, memoryType: 'HBM2e', bandwidthGbs: 1600, fp16Tflops: 280, fp8Tflops: null, tdpW: 400, year: 2023, formFactor: 'OAM', source: 'https://ai.gitee.com/docs/compute/clusters_gpu/ascend_gpu', sampleHourly: 8 },
  { slug: 'gaudi-3', name: 'Gaudi 3', vendor: 'intel', memoryGb: 128, memoryType: 'HBM2e', bandwidthGbs: 3700, fp16Tflops: 1835, fp8Tflops: 1835, tdpW: 900, year: 2024, formFactor: 'OAM', source: 'https://www.intel.com/content/www/us/en/products/details/processors/ai-accelerators/gaudi.html', sampleHourly: 14 },
];

export interface OfferSeed {
  id: string;
  section: TComputeSection;
  title: string;
  gpu: string;
  gpuCount: number;
  cpuCores: number;
  ramGb: number;
  storageGb: number;
  region: TComputeRegion;
  provider: string;
  availability: TComputeAvailability;
  pricePerHour: number;
  pricePerMonth: number;
  listedAt: string;
}

/** Sample providers: names that belong to no company, so no sample price is read as someone's real one. */
export const SAMPLE_PROVIDERS = ['Sample Cloud A', 'Sample Cloud B', 'Sample Cloud C', 'Sample Cloud D', 'Sample Cloud E'] as const;
const REGIONS: TComputeRegion[] = ['cn-north', 'cn-east', 'cn-south', 'cn-west', 'hk', 'sg', 'us-west', 'eu-central'];
const AVAILABILITY: TComputeAvailability[] = ['available', 'available', 'available', 'limited', 'preorder'];

/** mulberry32 on a string's hash: the same offer gets the same sample figures in every database. */
function prng(key: string): () => number {
  let a = 0;
  for (let i = 0; i < key.length; i++) a = (Math.imul(a ^ key.charCodeAt(i), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONSUMER = new Set(['rtx-5090', 'rtx-4090', 'rtx-3090']);
/** Which GPUs come in all-in-one machines (inference appliances), and how many per machine. */
const APPLIANCES: [gpu: string, count: number][] = [
  ['h20', 8], ['ascend-910b', 8], ['l20', 4], ['l40s', 8], ['rtx-4090', 8], ['h200', 8], ['mi300x', 8], ['a800', 8], ['rtx-5090', 4], ['l20', 8],
];

function offer(gpu: GpuSeed, section: TComputeSection, count: number, n: number): OfferSeed {
  const id = `${section}-${gpu.slug}-${count}x-${n}`;
  const rand = prng(id);
  const provider = SAMPLE_PROVIDERS[Math.floor(rand() * SAMPLE_PROVIDERS.length)]!;
  const region = REGIONS[Math.floor(rand() * REGIONS.length)]!;
  const availability = AVAILABILITY[Math.floor(rand() * AVAILABILITY.length)]!;
  // ±15% around the GPU's sample price; dedicated servers and appliances are leased by the month, cheaper per hour.
  const factor = 0.85 + rand() * 0.3;
  const perHour = gpu.sampleHourly * count * factor * (section === 'leasing' ? 1 : 0.8);
  const perMonth = perHour * 720 * (section === 'leasing' ? 0.85 : 1);
  const cpuCores = Math.max(8, count * (CONSUMER.has(gpu.slug) ? 8 : 16));
  const ramGb = Math.max(32, count * (CONSUMER.has(gpu.slug) ? 64 : 128));
  const day = 1 + Math.floor(rand() * 300);
  const listedAt = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
  const memory = `${gpu.memoryGb}GB`;
  const title = `${count}× ${gpu.name}${gpu.name.includes('GB') ? '' : ` ${memory}`}`;
  return {
    id,
    section,
    title,
    gpu: gpu.slug,
    gpuCount: count,
    cpuCores,
    ramGb,
    storageGb: count * 960 + (section === 'leasing' ? 0 : 3840),
    region,
    provider,
    availability,
    pricePerHour: Math.round(perHour * 100) / 100,
    pricePerMonth: Math.round(perMonth),
    listedAt,
  };
}

/** The sample offers: cloud instances of 1–8 GPUs, 8-GPU (4 for consumer cards) servers, and appliances. */
export function sampleOffers(): OfferSeed[] {
  const out: OfferSeed[] = [];
  for (const gpu of GPUS_SEED) {
    const counts = CONSUMER.has(gpu.slug) || gpu.memoryGb <= 48 ? [1, 2, 4] : [1, 8];
    counts.forEach((count, i) => out.push(offer(gpu, 'leasing', count, i + 1)));
    out.push(offer(gpu, 'servers', CONSUMER.has(gpu.slug) ? 4 : 8, 1));
    if (gpu.memoryGb >= 80 && !CONSUMER.has(gpu.slug)) out.push(offer(gpu, 'servers', 8, 2));
  }
  APPLIANCES.forEach(([slug, count], i) => out.push(offer(GPUS_SEED.find((g) => g.slug === slug)!, 'appliances', count, i + 1)));
  return out;
}
