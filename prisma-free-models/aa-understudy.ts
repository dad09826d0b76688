import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";

/** A non-Namibian employee's understudy (a Namibian employee being trained to take over) and the target date, per year (issue 23). */
export class AaUnderstudy extends Model<InferAttributes<AaUnderstudy>, InferCreationAttributes<AaUnderstudy>> {
  declare id: CreationOptional<number>;
  declare reportYear: number;
  declare employeeId: number;
  declare understudyEmployeeId: CreationOptional<number | null>;
  declare targetDate: CreationOptional<string | null>;
  declare notes: CreationOptional<string | null>;
  declare updatedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare understudy?: NonAttribute<Employee | null>;

  static initModel(sequelize: Sequelize) {
    AaUnderstudy.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        reportYear: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        understudyEmployeeId: DataTypes.INTEGER,
        targetDate: DataTypes.DATEONLY,
        notes: DataTypes.TEXT,
        updatedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "aa_understudies", underscored: true },
    );
  }
}
