import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * Leave brought forward at go-live: of one balance, the working days already taken in the cycle
 * that holds `asOf` and (annual only) the days carried into that cycle from earlier ones, as the
 * company's old records stood on `asOf`. It stands for everything before that day.
 */
export class LeaveOpeningBalance extends Model<InferAttributes<LeaveOpeningBalance>, InferCreationAttributes<LeaveOpeningBalance>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare balanceKind: "annual" | "sick" | "compassionate" | "personal" | "emergency";
  declare asOf: string;
  declare taken: CreationOptional<number>;
  declare carried: CreationOptional<number>;
  declare note: CreationOptional<string | null>;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    LeaveOpeningBalance.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        balanceKind: { type: DataTypes.STRING(20), allowNull: false },
        asOf: { type: DataTypes.DATEONLY, allowNull: false },
        taken: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        carried: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        note: DataTypes.STRING(1000),
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "leave_opening_balances", underscored: true },
    );
  }
}
