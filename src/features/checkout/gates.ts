/** The general gates, each choosable only when the trader's list has it with status true ("Shipping"). */
import type { ShippingGate } from '@/types/api';

export interface GateOption {
  name: string;
  enabled: boolean;
}

export function gateOptions(general: readonly ShippingGate[], trader: readonly ShippingGate[]): GateOption[] {
  return general.map((gate) => ({ name: gate.name, enabled: trader.some((entry) => entry.name === gate.name && entry.status === true) }));
}
