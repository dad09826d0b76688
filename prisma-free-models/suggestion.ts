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
import type { User } from "./user";

/**
 * An employee suggestion. `submitted` is stored by older clients and treated as pending. createdAt is the
 * submission time. Soft-deleted via deletedAt/deletedBy.
 */
export class Suggestion extends Model<InferAttributes<Suggestion>, InferCreationAttributes<Suggestion>> {
  declare id: CreationOptional<number>;
  declare employeeId: CreationOptional<number | null>;
  declare submittedBy: CreationOptional<number | null>;
  declare title: string;
  declare description: string;
  declare category: CreationOptional<string>;
  declare status: CreationOptional<"pending" | "submitted" | "under_review" | "approved" | "rejected" | "implemented" | "closed">;
  declare reviewedBy: CreationOptional<number | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  declare reviewNotes: CreationOptional<string | null>;
  declare implementationNotes: CreationOptional<string | null>;
  declare deletedAt: CreationOptional<Date | null>;
  declare deletedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare submitter?: NonAttribute<User>;
  declare reviewer?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    Suggestion.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: DataTypes.INTEGER,
        submittedBy: DataTypes.INTEGER,
        title: { type: DataTypes.STRING, allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        category: { type: DataTypes.STRING(50), allowNull: false, defaultValue: "general" },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        reviewedBy: DataTypes.INTEGER,
        reviewedAt: DataTypes.DATE,
        reviewNotes: DataTypes.TEXT,
        implementationNotes: DataTypes.TEXT,
        deletedAt: DataTypes.DATE,
        deletedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "suggestions", underscored: true },
    );
  }
}
