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

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare firstName: string | null;
  declare lastName: string | null;
  declare profileImageUrl: CreationOptional<string | null>;
  declare role: CreationOptional<"hr" | "employee">;
  declare passwordHash: CreationOptional<string | null>;
  declare passwordSet: CreationOptional<boolean>;
  declare failedLoginAttempts: CreationOptional<number>;
  declare lastFailedLoginAt: CreationOptional<Date | null>;
  declare accountLockedUntil: CreationOptional<Date | null>;
  /** Browsers made known before this no longer count as known devices (a password change, reset or sign-out everywhere). */
  declare knownDevicesSince: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    User.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        email: { type: DataTypes.STRING, allowNull: false, unique: true },
        firstName: DataTypes.STRING,
        lastName: DataTypes.STRING,
        profileImageUrl: DataTypes.TEXT,
        role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "employee" },
        passwordHash: DataTypes.STRING(255),
        passwordSet: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        failedLoginAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastFailedLoginAt: DataTypes.DATE,
        accountLockedUntil: DataTypes.DATE,
        knownDevicesSince: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "users", underscored: true },
    );
  }
}
