import {
  DataTypes, Model,
  type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize,
} from "sequelize";
import type { Payslip } from "./payslip";
import type { User } from "./user";

/** A payroll run; (periodName, startDate, endDate) is unique. Dates are DATEONLY strings. */
export class PayrollPeriod extends Model<
  InferAttributes<PayrollPeriod>,
  InferCreationAttributes<PayrollPeriod>
> {
  declare id: CreationOptional<number>;
  declare periodName: string;
  declare startDate: string;
  declare endDate: string;
  declare payDate: CreationOptional<string | null>;
  declare status: CreationOptional<string>;
  declare uploadedBy: CreationOptional<number | null>;
  declare csvFileName: CreationOptional<string | null>;
  declare totalEmployees: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare payslips?: NonAttribute<Payslip[]>;
  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    PayrollPeriod.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        periodName: { type: DataTypes.STRING, allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        payDate: DataTypes.DATEONLY,
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "draft" },
        uploadedBy: DataTypes.INTEGER,
        csvFileName: DataTypes.STRING,
        totalEmployees: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "payroll_periods", underscored: true },
    );
  }
}
