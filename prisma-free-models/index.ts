import type { Sequelize } from "sequelize";
import * as allModels from "./all-models";
import { defineAssociations } from "./associations";

export * from "./all-models";

const models = Object.values(allModels);

let initialisedFor: Sequelize | undefined;

/** Binds every model to one Sequelize instance; safe to call again with the same one. */
export function initModels(sequelize: Sequelize) {
  if (initialisedFor === sequelize) return;
  for (const model of models) model.initModel(sequelize);
  defineAssociations();
  initialisedFor = sequelize;
}
