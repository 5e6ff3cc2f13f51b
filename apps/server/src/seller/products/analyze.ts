import type { ProductAnalysis } from '@shelfscope/contracts';
import { analyze, marketOf } from '@shelfscope/profit';
import type { Analyze } from './analysis.js';

/**
 * The profit engine on a snapshot with a product's inputs: overrides resolve product first,
 * then the supplier (shortlists add their level when they land).
 */
export const analyzeSnapshot: Analyze = (snapshot, inputs, settings, alert, at): ProductAnalysis =>
  analyze(
    marketOf(snapshot.fields, snapshot.offers),
    {
      cost: inputs.cost,
      preparationCost: inputs.preparationCost,
      quantityPack: inputs.quantityPack,
      overrides: [
        { value: inputs.override, customValue: inputs.overrideCustomValue },
        { value: inputs.supplierOverride, customValue: inputs.supplierOverrideCustomValue },
      ],
    },
    settings,
    alert,
    at,
  );
