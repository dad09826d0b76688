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

/** Employment-equity committee membership. At most one active membership per employee (partial unique index). */
export class EeCommitteeMember extends Model<InferAttributes<EeCommitteeMember>, InferCreationAttributes<EeCommitteeMember>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare position: string;
  declare department: CreationOptional<string | null>;
  declare startDate: string;
  declare endDate: CreationOptional<string | null>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    EeCommitteeMember.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        position: { type: DataTypes.STRING(100), allowNull: false },
        department: DataTypes.STRING,
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: DataTypes.DATEONLY,
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "ee_committee_members", underscored: true },
    );
  }
}
