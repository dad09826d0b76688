import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * One change announced to open pages (services/live-updates.server.ts). For one user
 * (userId) or for every HR user (forHr); no personal data beyond a short message.
 */
export class LiveUpdate extends Model<InferAttributes<LiveUpdate>, InferCreationAttributes<LiveUpdate>> {
  declare id: CreationOptional<string>;
  declare type: string;
  declare userId: CreationOptional<number | null>;
  declare forHr: CreationOptional<boolean>;
  /** Who made the change: an HR announcement is not sent to its own author (issue 24). */
  declare actorId: CreationOptional<number | null>;
  declare message: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    LiveUpdate.init(
      {
        id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
        type: { type: DataTypes.STRING(40), allowNull: false },
        userId: DataTypes.INTEGER,
        forHr: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        actorId: DataTypes.INTEGER,
        message: { type: DataTypes.STRING(300), allowNull: false, defaultValue: "" },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: "live_updates", underscored: true, updatedAt: false },
    );
  }
}
