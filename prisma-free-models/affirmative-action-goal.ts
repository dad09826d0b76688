import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** Employment-equity targets per department and year; percentages are DECIMAL(5,2), read as strings. */
export class AffirmativeActionGoal extends Model<InferAttributes<AffirmativeActionGoal>, InferCreationAttributes<AffirmativeActionGoal>> {
  declare id: CreationOptional<number>;
  declare department: string;
  declare jobLevel: CreationOptional<string | null>;
  declare targetYear: number;
  declare womenTargetPercent: CreationOptional<string | null>;
  declare disabilityTargetPercent: CreationOptional<string | null>;
  declare raciallyDisadvantagedTargetPercent: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AffirmativeActionGoal.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        department: { type: DataTypes.STRING, allowNull: false },
        jobLevel: DataTypes.STRING(100),
        targetYear: { type: DataTypes.INTEGER, allowNull: false },
        womenTargetPercent: DataTypes.DECIMAL(5, 2),
        disabilityTargetPercent: DataTypes.DECIMAL(5, 2),
        raciallyDisadvantagedTargetPercent: DataTypes.DECIMAL(5, 2),
        notes: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "affirmative_action_goals", underscored: true },
    );
  }
}
