import type { Projection } from '../../src/platform/projections/projection.js';

export declare const tallyProjection: Projection;
