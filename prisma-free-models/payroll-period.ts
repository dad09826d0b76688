import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Payslip } from "./payslip";
import type { User } from "./user";

/**
 * A payroll run; (periodName, startDate, endDate) is unique. Dates are DATEONLY strings.
 * Status draft (employees do not see it) or processed (published).
 */
export class PayrollPeriod extends Model<InferAttributes<PayrollPeriod>, InferCreationAttributes<PayrollPeriod>> {
  declare id: CreationOptional<number>;
  declare periodName: string;
  declare startDate: string;
  declare endDate: string;
  declare payDate: CreationOptional<string | null>;
  declare status: CreationOptional<string>;
  declare uploadedBy: CreationOptional<number | null>;
  declare csvFileName: CreationOptional<string | null>;
  declare totalEmployees: CreationOptional<number>;
  /** The row errors of the latest upload ("Row 4: ..."), at most PAYROLL_STORED_ERRORS of them. */
  declare rowErrors: CreationOptional<string[]>;
  declare errorCount: CreationOptional<number>;
  declare processedAt: CreationOptional<Date | null>;
  declare processedBy: CreationOptional<number | null>;
  /** Why HR confirmed a run whose dates overlap another period's for the same employees. */
  declare separateRunReason: CreationOptional<string | null>;
  declare correctedAt: CreationOptional<Date | null>;
  declare correctionCount: CreationOptional<number>;
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
        rowErrors: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        errorCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        processedAt: DataTypes.DATE,
        processedBy: DataTypes.INTEGER,
        separateRunReason: DataTypes.TEXT,
        correctedAt: DataTypes.DATE,
        correctionCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "payroll_periods", underscored: true },
    );
  }
}
