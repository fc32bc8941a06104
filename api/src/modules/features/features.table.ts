// Tables of the whitelabel feature tree and of the register form's field rules.
export interface WhitelabelModulesTable {
  modId: string;
  parentModId: string | null;
  enabled: number;
  sequence: number;
}

export interface RegisterFieldRulesTable {
  field: string;
  shown: number;
  required: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  sequence: number;
}

export interface FeatureTables {
  whitelabel_modules: WhitelabelModulesTable;
  register_field_rules: RegisterFieldRulesTable;
}
